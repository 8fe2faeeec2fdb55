export { useProfileRoute } from "@/routing/useProfileRoute";
