// Class: swallowed error (regression test). A fatalError in a `deinit` body cannot be thrown out of Swift's
// own deinit, so it is kept and reported at the end of the turn, which stops the script. swiftc 6.3.1 stops
// the program with "Fatal error: in deinit" when the object goes; "after" is never printed.
final class Bomb {
    deinit { fatalError("in deinit") }
}
var bomb: Bomb? = Bomb()
bomb = nil
print("after")
// expect-error: Fatal error: in deinit
