// Apple docs `EnvironmentKey` + `EnvironmentValues`: a custom key with a default value, a computed property on EnvironmentValues, and a View modifier that sets it.
// A view reading the key gets `defaultValue` unless an ancestor sets it (Apple `environmentkey`). The styled caption sits
// below `.captionSize(...)`, so it sees 16, then 20 once `large` is set; it runs again only because its key's value
// changed (rules §14.2). The default caption gets an equal value at each parent render and its key never changes, so
// its body does not run again (rules §2.7). Setting `large` to true a second time is no change (rules §3.4).
import SwiftUI

private struct CaptionSizeKey: EnvironmentKey {
    static let defaultValue: Double = 12
}

extension EnvironmentValues {
    var captionSize: Double {
        get { self[CaptionSizeKey.self] }
        set { self[CaptionSizeKey.self] = newValue }
    }
}

extension View {
    func captionSize(_ size: Double) -> some View {
        environment(\.captionSize, size)
    }
}

struct Caption: View {
    @Environment(\.captionSize) private var size
    let text: String

    var body: some View {
        let _ = print("\(text) caption size \(Int(size))")
        Text(text)
    }
}

struct Article: View {
    @State private var large = false

    var body: some View {
        let _ = print("article body large=\(large)")
        VStack {
            Caption(text: "Default")
            VStack {
                Caption(text: "Styled")
            }
            .captionSize(large ? 20 : 16)
            Button("Grow") { large = true }
        }
    }
}

:mount Article()
// expect: article body large=false
// expect: Default caption size 12
// expect: Styled caption size 16
:tap "Grow"
// expect: article body large=true
// expect: Styled caption size 20
:tap "Grow"
