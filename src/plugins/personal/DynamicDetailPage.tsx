import { DynamicDetailPage } from "./DetailPages";

export default DynamicDetailPage;
