// Tutorial style (reset to defaults): a settings view with three @AppStorage values and a Reset button that removes the keys from UserDefaults.standard; one action, one body run, values fall back to declared defaults (rules §15.14, §10.1, §12.1)
import SwiftUI

struct ReaderSettings: View {
    @AppStorage("fontScale") private var fontScale = 2
    @AppStorage("serifFont") private var serif = false
    @AppStorage("readerName") private var readerName = "Reader"

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("scale=\(fontScale) serif=\(serif) name=\(readerName)")
        Form {
            Stepper("Scale", value: $fontScale, in: 1...5)
            Toggle("Serif", isOn: $serif)
            Button("Personalize") {
                fontScale = 4
                serif = true
                readerName = "Mia"
            }
            Button("Reset to defaults", role: .destructive) {
                for key in ["fontScale", "serifFont", "readerName"] {
                    UserDefaults.standard.removeObject(forKey: key)
                }
                print("reset done")
            }
        }
    }
}
:mount ReaderSettings()
// expect: ReaderSettings: @self, @identity, _fontScale, _serif, _readerName changed.
// expect: scale=2 serif=false name=Reader
:tap "Personalize"
// expect: ReaderSettings: _fontScale, _serif, _readerName changed.
// expect: scale=4 serif=true name=Mia
:tap "Reset to defaults"
// expect: reset done
// expect: ReaderSettings: _fontScale, _serif, _readerName changed.
// expect: scale=2 serif=false name=Reader
print(UserDefaults.standard.object(forKey: "fontScale") == nil, UserDefaults.standard.string(forKey: "readerName") ?? "nil")
// expect: true nil
