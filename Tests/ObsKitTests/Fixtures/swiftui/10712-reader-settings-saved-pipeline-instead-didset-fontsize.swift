// combine style: reader settings saved by a pipeline instead of didSet — `$fontSize.dropFirst().removeDuplicates().sink { UserDefaults.standard.set(...) }`; the initial value is not saved, a stepper press saves the new value (read from the sink's argument, not the property), and top-level code reads it back from UserDefaults (rules §6.3, §15.14)
import SwiftUI
import Combine

final class ReaderSettings: ObservableObject {
    @Published var fontSize = 14
    private var bag = Set<AnyCancellable>()

    init() {
        $fontSize
            .dropFirst()
            .removeDuplicates()
            .sink { size in
                print("saving fontSize \(size)")
                UserDefaults.standard.set(size, forKey: "fontSize")
            }
            .store(in: &bag)
    }
}

let readerSettings = ReaderSettings()
print("stored before: \(UserDefaults.standard.integer(forKey: "fontSize"))")
// expect: stored before: 0

struct ReaderSettingsView: View {
    @ObservedObject var settings: ReaderSettings

    var body: some View {
        let _ = print("ReaderSettingsView body: \(settings.fontSize)pt")
        Form {
            Stepper("Font size", value: $settings.fontSize, in: 10...20, step: 2)
        }
    }
}

:mount ReaderSettingsView(settings: readerSettings)
// expect: ReaderSettingsView body: 14pt
:step "Font size" up 2
// expect: saving fontSize 16
// expect: ReaderSettingsView body: 16pt
// expect: saving fontSize 18
// expect: ReaderSettingsView body: 18pt
print("stored now: \(UserDefaults.standard.integer(forKey: "fontSize"))")
// expect: stored now: 18
