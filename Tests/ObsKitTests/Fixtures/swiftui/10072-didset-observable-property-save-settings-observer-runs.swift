// Stack Overflow Q&A style: "didSet on an @Observable property to save settings": the observer runs on every set, the init's assignment included (the macro makes the property computed), but an equal `=` notifies nobody, so no body runs for it (rules §15.6, §8.1)
import SwiftUI

@Observable
final class Preferences {
    var fontSize = 14 {
        didSet { print("saving fontSize \(fontSize)") }
    }

    init(size: Int) {
        fontSize = size
    }
}

struct FontPreview: View {
    let prefs: Preferences

    var body: some View {
        let _ = print("FontPreview body: \(prefs.fontSize)")
        Text("Aa").font(.system(size: CGFloat(prefs.fontSize)))
    }
}

struct PrefsScreen: View {
    @State private var prefs = Preferences(size: 16)

    var body: some View {
        let _ = print("PrefsScreen body")
        VStack {
            FontPreview(prefs: prefs)
            Button("Bigger") { prefs.fontSize += 2 }
            Button("Reset") { prefs.fontSize = 14 }
        }
    }
}

:mount PrefsScreen()
// expect: saving fontSize 16
// expect: PrefsScreen body
// expect: FontPreview body: 16
:tap "Reset"
// expect: saving fontSize 14
// expect: FontPreview body: 14
:tap "Reset"
// expect: saving fontSize 14
:tap "Bigger"
// expect: saving fontSize 16
// expect: FontPreview body: 16
