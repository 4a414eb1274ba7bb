// Chinese messages of the API's result codes (common.yaml#/ResultCode), loaded with the API client on the
// first failure: `results.<code>` is the toast; `results.field.<code>` the toast when the answer names a
// field (by its label), `results.under.<code>` the text under that field.
const results = {
  results: {
    '20202': '已提交审批：需另一位操作员批准后生效',
    '20203': '密码正确：请完成二次验证',
    '-1': '网络异常，请检查网络后重试',
    '9999': '请先登录',
    '10000': '登录状态无效，请重新登录',
    '10001': '长时间未操作，请重新登录',
    '10002': '登录已过期，请重新登录',
    '10003': '登录已失效，请重新登录',
    '40000': '提交的内容有误，请检查后重试',
    '40001': '账号或密码错误',
    '40002': '签名或管理员密码错误',
    '40003': '没有此操作的权限',
    '40004': '记录不存在或已被删除',
    '40009': '与已有数据冲突，请检查后重试',
    '40010': '谷歌验证码错误',
    '40012': '该记录已被他人修改',
    '40013': '请先确认是您本人：验证身份后再操作',
    '40029': '尝试次数过多，请稍后再试',
    '50000': '服务器内部错误，请稍后再试',
    '50300': '数据库暂时不可用，请稍后再试',
    unknown: '操作失败（{{code}}）',
    field: {
      '40000': '“{{field}}”填写有误',
      '40009': '“{{field}}”已存在，不能重复',
    },
    under: {
      '40009': '已存在相同的值，请换一个',
    },
  },
};
export default results;
