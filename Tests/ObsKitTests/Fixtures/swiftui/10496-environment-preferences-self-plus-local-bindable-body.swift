// Observation in depth style: @Environment(Preferences.self) plus a local @Bindable in the body to make bindings ($prefs.nickname, $prefs.fontSize); the editor re-runs for both properties it bound, each preview only for what it read (rules §14.2, §8.5, §9.2)
import SwiftUI

@Observable
final class Preferences {
    var nickname = "sam"
    var fontSize = 14
}

struct PrefsEditor: View {
    @Environment(Preferences.self) private var prefs

    var body: some View {
        @Bindable var prefs = prefs
        let _ = print("PrefsEditor body")
        Form {
            TextField("Nickname", text: $prefs.nickname)
            Stepper("Size \(prefs.fontSize)", value: $prefs.fontSize, in: 10...20)
        }
    }
}

struct PreviewLine: View {
    @Environment(Preferences.self) private var prefs

    var body: some View {
        let _ = print("PreviewLine body: \(prefs.nickname) at \(prefs.fontSize)pt")
        Text(prefs.nickname)
    }
}

struct NicknameTag: View {
    @Environment(Preferences.self) private var prefs

    var body: some View {
        let _ = print("NicknameTag body: \(prefs.nickname)")
        Text("@\(prefs.nickname)")
    }
}

struct PrefsRoot: View {
    @State private var prefs = Preferences()

    var body: some View {
        let _ = print("PrefsRoot body")
        VStack {
            PrefsEditor()
            PreviewLine()
            NicknameTag()
        }
        .environment(prefs)
    }
}

:mount PrefsRoot()
// expect: PrefsRoot body
// expect: PrefsEditor body
// expect: PreviewLine body: sam at 14pt
// expect: NicknameTag body: sam
:type "x" into "Nickname"
// expect: PrefsEditor body
// expect: PreviewLine body: samx at 14pt
// expect: NicknameTag body: samx
:step "Size 14" up
// expect: PrefsEditor body
// expect: PreviewLine body: samx at 15pt
