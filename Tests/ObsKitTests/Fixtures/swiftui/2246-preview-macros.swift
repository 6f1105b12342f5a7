// Issue 13 (B), `#Preview`: each preview is a view builder Xcode's canvas runs on its own. `:preview` mounts
// the first `#Preview` of the input, `:preview 2` the second, `:preview "Name"` the one with that name; each
// mount starts fresh (the earlier root is unmounted). `@Previewable @State` gives a preview its own state.
// Source: https://developer.apple.com/documentation/swiftui/preview(_:body:),
// https://developer.apple.com/documentation/swiftui/previewable(), WWDC23 "Build programmatic UI with
// Xcode Previews". Rules §14 (previews follow the same rules).
import SwiftUI

struct TapCounter: View {
    let title: String
    @State private var count = 0

    var body: some View {
        Button("\(title): \(count)") {
            count += 1
            print(title, count)
        }
    }
}

#Preview {
    TapCounter(title: "Default")
}

#Preview("Large") {
    TapCounter(title: "Large")
        .font(.largeTitle)
}

#Preview("Bound") {
    @Previewable @State var isOn = false
    Toggle("On", isOn: $isOn)
        .onChange(of: isOn) { print("isOn:", isOn) }
}

:preview
:tap "Default: 0"
:tap "Default: 1"
:preview 2
:tap "Large: 0"
:preview "Bound"
:toggle "On"
:preview
:tap "Default: 0"

// expect: Default 1
// expect: Default 2
// expect: Large 1
// expect: isOn: true
// expect: Default 1
