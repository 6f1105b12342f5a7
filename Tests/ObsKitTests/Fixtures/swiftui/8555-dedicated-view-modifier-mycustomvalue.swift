// SwiftUI from Apple's documentation: EnvironmentKey — https://developer.apple.com/documentation/swiftui/environmentkey (a dedicated view modifier myCustomValue(_:) that calls environment(\.myCustomValue, _:) reaches MyView's descendants too)
import SwiftUI

private struct MyEnvironmentKey: EnvironmentKey {
    static let defaultValue: String = "Default value"
}

extension EnvironmentValues {
    var myCustomValue: String {
        get { self[MyEnvironmentKey.self] }
        set { self[MyEnvironmentKey.self] = newValue }
    }
}

extension View {
    func myCustomValue(_ myCustomValue: String) -> some View {
        environment(\.myCustomValue, myCustomValue)
    }
}

struct Leaf: View {
    @Environment(\.myCustomValue) var customValue: String

    var body: some View {
        Button("Leaf") {
            print("leaf reads \(customValue)")
        }
    }
}

struct MyView: View {
    @Environment(\.myCustomValue) var customValue: String

    var body: some View {
        VStack {
            Button("Mine") {
                print("MyView reads \(customValue)")
            }
            Leaf()
        }
    }
}

:mount MyView().myCustomValue("Another string")
:tap "Mine"
:tap "Leaf"
// expect: MyView reads Another string
// expect: leaf reads Another string
