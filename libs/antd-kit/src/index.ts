// The antd components Chronicle's front ends use — the only door to antd for the shell and the
// remotes. Module federation shares this package, not `antd` itself: a shared package is shipped
// whole, and all of antd is about 490 KB of gzipped JavaScript, while the components re-exported
// here are a fraction of that. Add a component here before using it anywhere.
export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  Collapse,
  ConfigProvider,
  Drawer,
  Empty,
  Flex,
  Grid,
  Input,
  Layout,
  List,
  Pagination,
  Radio,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Statistic,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
export type { ThemeConfig, TabsProps, CollapseProps, RadioChangeEvent, SelectProps } from 'antd';
