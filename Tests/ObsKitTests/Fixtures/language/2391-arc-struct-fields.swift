// Compiler test style: deinit of classes held in struct fields when the struct is reassigned or dropped
final class Resource {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("release \(label)") }
}

struct Bundle {
    var primary: Resource
    var secondary: Resource?
}

func exercise() {
    var bundle = Bundle(primary: Resource("A"), secondary: Resource("B"))
    print("created bundle")
    bundle.secondary = nil
    print("cleared secondary")
    bundle.primary = Resource("C")
    print("replaced primary")
    var copy = bundle
    print("copied bundle: \(copy.primary.label)")
    copy.primary = Resource("D")
    print("copy now \(copy.primary.label), original \(bundle.primary.label)")
    bundle = Bundle(primary: Resource("E"), secondary: nil)
    print("reassigned original")
    _ = copy
}

exercise()
print("exercise returned")

var holder: Bundle? = Bundle(primary: Resource("F"), secondary: Resource("G"))
print("holder has \(holder!.primary.label)")
holder = nil
print("holder cleared")
// expect: created bundle
// expect: release B
// expect: cleared secondary
// expect: release A
// expect: replaced primary
// expect: copied bundle: C
// expect: copy now D, original C
// expect: release C
// expect: reassigned original
// expect: release D
// expect: release E
// expect: exercise returned
// expect: holder has F
// expect: release F
// expect: release G
// expect: holder cleared
