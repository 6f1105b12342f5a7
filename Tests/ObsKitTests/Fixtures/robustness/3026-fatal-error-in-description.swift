// Class: swallowed error. A `description` getter that fails was ignored: print fell back to the default
// description and the script went on. swiftc 6.3.1 stops with "Fatal error: no description" and prints
// nothing. Now the getter's error stops the print (and the script) where it happens.
struct Secret: CustomStringConvertible {
    var description: String { fatalError("no description") }
}
print(Secret())
print("after")
// expect-error: Fatal error: no description
