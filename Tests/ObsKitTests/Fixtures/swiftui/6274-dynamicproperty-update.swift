// "My custom property wrapper conforms to DynamicProperty: when does update() run?": before every body evaluation of the host, after its nested @State is refreshed; its @State changes re-run the host (SEMANTICS §7 "update() runs on every body evaluation of the host, before body", nested changes invalidate the host; Apple: DynamicProperty update())
import SwiftUI

@propertyWrapper
struct TapTally: DynamicProperty {
    @State private var taps = 0
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var wrappedValue: Int { taps }

    var projectedValue: TapTally { self }

    func record() {
        taps += 1
    }

    func update() {
        print("\(name).update() sees \(taps)")
    }
}

struct PostCard: View {
    @TapTally("likes") private var likes
    @State private var theme = "light"

    var body: some View {
        let _ = print("body: \(likes) likes, \(theme)")
        VStack {
            Button("Like") { $likes.record() }
            Button("Dark") { theme = "dark" }
        }
    }
}

:mount PostCard()
:tap "Like"
:tap "Dark"

// expect: likes.update() sees 0
// expect: body: 0 likes, light
// expect: likes.update() sees 1
// expect: body: 1 likes, light
// expect: likes.update() sees 1
// expect: body: 1 likes, dark
