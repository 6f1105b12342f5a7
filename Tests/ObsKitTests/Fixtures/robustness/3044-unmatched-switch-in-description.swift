// Class: hang (found by obsfuzz after this stop's corpora: an enum's `description` whose `switch` misses a
// case. The "no case matched" message described the value, which ran that `description` again, whose switch
// failed again, without end). swiftc rejects the program ("switch must be exhaustive"). Run unchecked, ObsREPL
// stops with the fatal error; inside the message the value is named by its type and case alone.
enum Node: CustomStringConvertible {
    case leaf(String)
    case list([Node])

    var description: String {
        switch self {
        case .leaf(let text): return text
        }
    }
}
print(Node.leaf("ok"))
print(Node.list([.leaf("a"), .list([.leaf("b")])]))
// expect: ok
// expect-error: Fatal error: no case of the switch matched
