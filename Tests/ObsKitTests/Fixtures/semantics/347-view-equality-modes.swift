// rules §2 rules 1-2: a POD view is compared bitwise even if it is Equatable (its `==` is
// ignored); `.equatable()` forces `==`; a non-POD Equatable view is compared with `==`.
import SwiftUI

struct Badge: View, Equatable {
    let tag: Int
    let value: Int
    static func == (l: Badge, r: Badge) -> Bool { true }
    var body: some View {
        let _ = print("Badge", tag, "body", value)
        Text("\(value)")
    }
}

struct Caption: View, Equatable {
    let id: Int
    let text: String
    static func == (l: Caption, r: Caption) -> Bool { l.id == r.id }
    var body: some View {
        let _ = print("Caption body", text)
        Text(text)
    }
}

struct Parent: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Button("Bump") { n += 1 }
            Badge(tag: 1, value: n)
            Badge(tag: 2, value: n).equatable()
            Caption(id: 1, text: "n = \(n)")
        }
    }
}

:mount Parent()
:tap "Bump"

// expect: Badge 1 body 0
// expect: Badge 2 body 0
// expect: Caption body n = 0
// expect: Badge 1 body 1
