// Class: crash (found by obsfuzz, minimised: "Bad pointer dereference" in Frame.read). A default argument
// of a method is evaluated at the call in a frame of its own, which had no slot; a name in it is first
// looked up as a member of `self` (slot 0), so the lookup read past the frame. swiftc 6.3.1 rejects this
// default (`Int = UInt`: "cannot convert value of type 'UInt.Type' to specified type 'Int'"); ObsREPL, which
// checks no types, now evaluates it in a frame with an empty slot 0 and reports the unknown name.
class Model {
    func add(_ title: String, priority: Int = Unknown) {
        print(title, priority)
    }
}
Model().add("call mom")
// expect-error: cannot find 'Unknown' in scope
