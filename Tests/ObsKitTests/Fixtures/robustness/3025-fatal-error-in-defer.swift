// Class: swallowed error. A fatalError inside a `defer` body was lost (the interpreter ran defer bodies with
// `try?`): the function returned and the script went on. swiftc 6.3.1 prints "body", then stops with
// "Fatal error: in defer". Now an error in a defer body is thrown, in place of whatever ended the scope.
func work() {
    defer { fatalError("in defer") }
    print("body")
}
work()
print("after")
// expect: body
// expect-error: Fatal error: in defer
