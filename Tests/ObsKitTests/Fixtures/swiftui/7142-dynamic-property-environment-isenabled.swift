// An `@EnabledOpacity` property wrapper: a `DynamicProperty` with a nested `@Environment(\.isEnabled)` that gives 1.0
// or a dimmed opacity, used by captions inside and outside a section that is disabled while an upload runs.
// What SwiftUI does: the nested `@Environment` gets a box in the host's node (rules §7.1), and the host runs again
// when that key's value changes (rules §7.3, §14.2). `.disabled(true)` makes `isEnabled` false below it (rules
// §15.17), so the caption inside runs with the dimmed value; the caption outside keeps `isEnabled == true` and an
// equal value, and doesn't run (rules §2.7, §14.2).
// Sources: rules §2.7, §7.1, §7.3, §14.2, §15.17; https://developer.apple.com/documentation/swiftui/dynamicproperty
// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
import SwiftUI

@propertyWrapper
struct EnabledOpacity: DynamicProperty {
    @Environment(\.isEnabled) private var isEnabled
    private let dimmed: Double

    init() {
        dimmed = 0.4
    }

    var wrappedValue: Double { isEnabled ? 1 : dimmed }
}

struct FadingCaption: View {
    let text: String
    @EnabledOpacity private var opacity: Double

    init(_ text: String) {
        self.text = text
    }

    var body: some View {
        let _ = print("FadingCaption body: \(text) \(opacity)")
        Text(text)
            .opacity(opacity)
    }
}

struct UploadPanel: View {
    @State private var isUploading = false

    var body: some View {
        let _ = print("UploadPanel body: uploading \(isUploading)")
        VStack(spacing: 12) {
            Toggle("Uploading", isOn: $isUploading)
            VStack {
                FadingCaption("Choose a file")
                Button("Pick file") { print("picking") }
            }
            .disabled(isUploading)
            FadingCaption("Help")
        }
    }
}

:mount UploadPanel()
// expect: UploadPanel body: uploading false
// expect: FadingCaption body: Choose a file 1.0
// expect: FadingCaption body: Help 1.0
:toggle "Uploading"
// expect: UploadPanel body: uploading true
// expect: FadingCaption body: Choose a file 0.4
:toggle "Uploading"
// expect: UploadPanel body: uploading false
// expect: FadingCaption body: Choose a file 1.0
:tap "Pick file"
// expect: picking
