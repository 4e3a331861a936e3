import { DetailMessagePage } from "./DetailPages";

export default DetailMessagePage;
