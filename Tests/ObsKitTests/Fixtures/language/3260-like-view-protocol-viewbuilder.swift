// App code style: SwiftUI-like View protocol with @ViewBuilder-style body on protocol requirement
// known-gap: error: 3260-like-view-protocol-viewbuilder.swift:46:22: error: value of type 'TupleView' has no member 'body'
protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

struct Never2: View {
    var body: Never2 { return self }
}

protocol PrimitiveView: View where Body == Never2 {
    func render(indent: Int) -> [String]
}
extension PrimitiveView {
    var body: Never2 { fatalError("primitive") }
}

struct Text: PrimitiveView {
    let s: String
    init(_ s: String) { self.s = s }
    func render(indent: Int) -> [String] { [String(repeating: " ", count: indent) + "Text(\(s))"] }
}

struct Group2: PrimitiveView {
    let children: [any View]
    func render(indent: Int) -> [String] { children.flatMap { renderAny($0, indent: indent) } }
}

struct VStack: PrimitiveView {
    let content: any View
    init(@ViewBuilder content: () -> some View) { self.content = content() }
    func render(indent: Int) -> [String] {
        [String(repeating: " ", count: indent) + "VStack"] + renderAny(content, indent: indent + 2)
    }
}

struct EmptyView: PrimitiveView {
    func render(indent: Int) -> [String] { [] }
}

func renderAny(_ v: any View, indent: Int) -> [String] {
    if let p = v as? any PrimitiveView {
        return p.render(indent: indent)
    }
    return renderAny(v.body, indent: indent)
}

@resultBuilder
struct ViewBuilder {
    static func buildBlock() -> EmptyView { EmptyView() }
    static func buildBlock<V: View>(_ v: V) -> V { v }
    static func buildBlock(_ vs: any View...) -> Group2 { Group2(children: vs) }
    static func buildOptional(_ v: (any View)?) -> Group2 { Group2(children: v.map { [$0] } ?? []) }
    static func buildEither(first: any View) -> Group2 { Group2(children: [first]) }
    static func buildEither(second: any View) -> Group2 { Group2(children: [second]) }
}

struct ProfileView: View {
    let name: String
    let isAdmin: Bool
    var body: some View {
        VStack {
            Text("Profile")
            Text(name)
            if isAdmin {
                Text("Admin tools")
            }
        }
    }
}

struct ContentView: View {
    var loggedIn: Bool
    var body: some View {
        VStack {
            Text("Header")
            if loggedIn {
                ProfileView(name: "Sam", isAdmin: true)
            } else {
                Text("Sign in")
            }
        }
    }
}

for line in renderAny(ContentView(loggedIn: true), indent: 0) { print(line) }
print("--")
for line in renderAny(ContentView(loggedIn: false), indent: 0) { print(line) }
print("--")
print(renderAny(ProfileView(name: "Kim", isAdmin: false), indent: 1).joined(separator: "|"))
// expect: VStack
// expect:   Text(Header)
// expect:   VStack
// expect:     Text(Profile)
// expect:     Text(Sam)
// expect:     Text(Admin tools)
// expect: --
// expect: VStack
// expect:   Text(Header)
// expect:   Text(Sign in)
// expect: --
// expect:  VStack|   Text(Profile)|   Text(Kim)
