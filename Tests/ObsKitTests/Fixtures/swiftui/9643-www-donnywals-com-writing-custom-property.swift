// Donny Wals, "Writing custom property wrappers for SwiftUI", https://www.donnywals.com/writing-custom-property-wrappers-for-swiftui/ — a DynamicProperty wrapper holding its own @State: SwiftUI installs the nested State, update() runs before every body of the host, and the wrapper's projected binding drives a Stepper
// The article: a custom wrapper becomes "live" only through the SwiftUI wrappers nested in it. SwiftUI
// reflects the wrapper's fields and gives the nested @State storage (rules §7.1); update() runs before each body of
// the host, after the nested properties are refreshed, and causes no body itself (§7.2).
import SwiftUI

@propertyWrapper
struct TapCounter: DynamicProperty {
    @State private var count = 0
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }

    var projectedValue: Binding<Int> { $count }

    func update() {
        print("\(name) update, count \(count)")
    }
}

struct LikeButton: View {
    @TapCounter("likes") private var likes
    @State private var highlighted = false

    var body: some View {
        let _ = print("LikeButton body, likes \(likes), highlighted \(highlighted)")
        VStack {
            Button("Like") { likes += 1 }
            Button("Highlight") { highlighted.toggle() }
            Stepper("Likes", value: $likes)
        }
    }
}

:mount LikeButton()
// expect: likes update, count 0
// expect: LikeButton body, likes 0, highlighted false
:tap "Like"
// expect: likes update, count 1
// expect: LikeButton body, likes 1, highlighted false
:tap "Highlight"
// expect: likes update, count 1
// expect: LikeButton body, likes 1, highlighted true
:step "Likes" up
// expect: likes update, count 2
// expect: LikeButton body, likes 2, highlighted true
