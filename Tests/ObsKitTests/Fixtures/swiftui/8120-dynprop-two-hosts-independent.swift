// SwiftUI from Apple's documentation: two views using the same DynamicProperty type keep separate storage
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "SwiftUI manages the property's storage";
// "Declare state as private to prevent setting it in a memberwise initializer". Each view instance in the hierarchy
// has its own state, so tapping one host's button updates only that host.
import SwiftUI

@propertyWrapper
struct Clicks: DynamicProperty {
    @State private var n = 0
    var wrappedValue: Int {
        get { n }
        nonmutating set { n = newValue }
    }
}

struct ClickRow: View {
    let name: String
    @Clicks var clicks
    var body: some View {
        let _ = print("\(name) body \(clicks)")
        Button("Click \(name)") { clicks += 1 }
    }
}

struct Rows: View {
    var body: some View {
        VStack {
            ClickRow(name: "A")
            ClickRow(name: "B")
        }
    }
}

:mount Rows()
:tap "Click B"
:tap "Click B"
:tap "Click A"
// expect: A body 0
// expect: B body 0
// expect: B body 1
// expect: B body 2
// expect: A body 1
