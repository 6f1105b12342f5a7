// TextOutputStreamable: a type that writes itself prints what it writes (print, interpolation,
// String(describing:)); debugPrint and String(reflecting:) use it too when the type has no description;
// a String is a TextOutputStream its write(to:) appends to. Expected output: swiftc 6.3.1 (Linux), run on
// this machine (tools/fixture-expect).
struct Badge: TextOutputStreamable {
    var n = 2
    func write<Target: TextOutputStream>(to target: inout Target) { target.write("#\(n)"); target.write("!") }
}
struct Both: TextOutputStreamable, CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "desc" }
    var debugDescription: String { "debug" }
    func write<Target: TextOutputStream>(to target: inout Target) { target.write("streamed") }
}
print(Badge(), [Badge()], String(describing: Badge()), String(reflecting: Badge()), "\(Badge(n: 3))")
debugPrint(Badge(), Optional(Badge()) as Any)
print(Both(), String(describing: Both()), "\(Both())", String(reflecting: Both()), [Both()])
debugPrint(Both())
var log = "log:"
Badge(n: 5).write(to: &log)
log.write(" end")
print(log)

// expect: #2! [#2!] #2! #2! #3!
// expect: #2! Optional(#2!)
// expect: streamed desc streamed debug [debug]
// expect: debug
// expect: log:#5! end
