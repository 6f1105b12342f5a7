// Apple docs style: the Binding page's `.constant(_:)` and the Previews pages' @Previewable: a #Preview with a constant binding ignores the toggle, one with @Previewable @State updates the view (rules §15.16, §14.5, §9)
import SwiftUI

struct MuteToggle: View {
    @Binding var isMuted: Bool

    var body: some View {
        let _ = print("MuteToggle body: \(isMuted)")
        Toggle("Muted", isOn: $isMuted)
    }
}

#Preview("Constant") {
    MuteToggle(isMuted: .constant(true))
}

#Preview("Live") {
    @Previewable @State var muted = false
    MuteToggle(isMuted: $muted)
}

:preview "Constant"
// expect: MuteToggle body: true
:toggle "Muted"
:preview "Live"
// expect: MuteToggle body: false
:toggle "Muted"
// expect: MuteToggle body: true
:toggle "Muted"
// expect: MuteToggle body: false
