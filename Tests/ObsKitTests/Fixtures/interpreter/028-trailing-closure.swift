// Passing a parameterless closure with trailing-closure syntax.
func twice(_ action: () -> Void) {
    action()
    action()
}
func announce(_ title: String, _ body: () -> Void) {
    print("begin \(title)")
    body()
    print("end \(title)")
}
twice {
    print("tick")
}
// expect: tick
// expect: tick
announce("work") {
    print("working")
}
// expect: begin work
// expect: working
// expect: end work
