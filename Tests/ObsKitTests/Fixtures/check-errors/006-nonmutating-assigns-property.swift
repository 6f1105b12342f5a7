// A struct method that is not `mutating` assigns a stored property.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Form1 {
    var title = "draft"
    func clear() {
        title = ""
    }
}

var f = Form1()
f.clear()

// expect-error: cannot assign to property: 'self' is immutable
