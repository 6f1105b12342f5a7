// objc.io "Thinking in SwiftUI" style: a DynamicProperty that reads a custom EnvironmentKey and derives a value in update(); Apple "EnvironmentKey", "DynamicProperty/update()"; rules §7.1, §7.2, §14.2, §3.4
import SwiftUI

private struct ShopNameKey: EnvironmentKey {
    static let defaultValue = "Shop"
}

extension EnvironmentValues {
    var shopName: String {
        get { self[ShopNameKey.self] }
        set { self[ShopNameKey.self] = newValue }
    }
}

struct Greeting: DynamicProperty {
    @Environment(\.shopName) private var shopName
    var text = ""

    mutating func update() {
        text = "Welcome to \(shopName)"
        print("Greeting update: \(text)")
    }
}

struct Banner: View {
    var greeting = Greeting()

    var body: some View {
        let _ = print("Banner body: \(greeting.text)")
        Text(greeting.text)
    }
}

struct StoreFront: View {
    @State private var name = "Corner Shop"
    @State private var visits = 0

    var body: some View {
        let _ = print("StoreFront body: \(visits) visits")
        VStack {
            Button("Visit") { visits += 1 }
            Button("Rename") { name = "Big Shop" }
            Banner()
        }
        .environment(\.shopName, name)
    }
}

:mount StoreFront()
:tap "Visit"
:tap "Rename"
:tap "Rename"

// expect: StoreFront body: 0 visits
// expect: Greeting update: Welcome to Corner Shop
// expect: Banner body: Welcome to Corner Shop
// expect: StoreFront body: 1 visits
// expect: StoreFront body: 1 visits
// expect: Greeting update: Welcome to Big Shop
// expect: Banner body: Welcome to Big Shop
