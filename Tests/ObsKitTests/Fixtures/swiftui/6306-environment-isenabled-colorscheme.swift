// Apple: Environment ("read a value stored in a view's environment"; EnvironmentValues.isEnabled follows disabled(_:); environment(_:_:) overrides a key for a subtree); SEMANTICS §14 (@Environment(\.key) re-renders only if that value changed)
import SwiftUI

struct UploadBadge: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("upload badge: enabled \(isEnabled)")
        Label("Upload", systemImage: isEnabled ? "icloud.and.arrow.up" : "icloud.slash")
            .foregroundStyle(isEnabled ? Color.accentColor : Color.gray)
    }
}

struct NightBadge: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let _ = print("night badge: dark \(colorScheme == .dark)")
        Label("Night", systemImage: "moon.stars")
    }
}

struct ControlPanel: View {
    @State private var locked = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            UploadBadge()
                .disabled(locked)
            NightBadge()
                .environment(\.colorScheme, .dark)
            Toggle("Locked", isOn: $locked)
        }
        .padding()
    }
}

:mount ControlPanel()
:toggle "Locked"
:toggle "Locked"

// expect: upload badge: enabled true
// expect: night badge: dark true
// expect: upload badge: enabled false
// expect: upload badge: enabled true
