// A type declared in an extension of a standard library type: `String(reflecting:)` names it after the
// extension, `(extension in main):Swift.Int...`, and describing gives the plain name.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
extension Int {
    enum Sign { case negative, zero, positive }
    var sign: Sign { self < 0 ? .negative : self == 0 ? .zero : .positive }
}
extension String { struct Tag { var text: String } }
print([-2, 0, 7].map(\.sign))
print(String(reflecting: Int.Sign.zero), String(describing: Int.Sign.self), String(reflecting: Int.Sign.self))
print(String(reflecting: String.Tag.self), String.Tag(text: "t"))

// expect: [(extension in main):Swift.Int.Sign.negative, (extension in main):Swift.Int.Sign.zero, (extension in main):Swift.Int.Sign.positive]
// expect: (extension in main):Swift.Int.Sign.zero Sign (extension in main):Swift.Int.Sign
// expect: (extension in main):Swift.String.Tag Tag(text: "t")
