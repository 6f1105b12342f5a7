// try! on a throwing call that throws traps
enum ParseError: Error {
    case invalid
}
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError.invalid }
    return n
}
let n = try! parse("abc")
print(n)
// expect-error: 'try!' expression unexpectedly raised an error
