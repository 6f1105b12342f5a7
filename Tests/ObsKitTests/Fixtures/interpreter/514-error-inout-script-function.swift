// '&' is supported only as an argument of a library function such as store(in:).
func bump(_ x: Int) {}
var a = 1
bump(&a)

// expect-error: '&'
