// Tutorial style (starting async work from onSubmit): Return in a TextField starts a Task that awaits a view model's translate(); onChange(of:) reports the new output after the body that shows it (rules §15.10, §6.3, §10.1, §11.1)
import SwiftUI

@MainActor
final class TranslatorModel: ObservableObject {
    @Published var input = ""
    @Published var output = ""
    @Published var isTranslating = false

    func translate() async {
        let text = input
        isTranslating = true
        print("translating '\(text)'")
        try? await Task.sleep(for: .seconds(1))
        output = String(text.reversed())
        isTranslating = false
        print("translated to '\(output)'")
    }
}

struct TranslatorView: View {
    @StateObject private var model = TranslatorModel()

    var body: some View {
        Form {
            TextField("Text", text: $model.input)
                .onSubmit {
                    print("submitted")
                    Task { await model.translate() }
                }
            if model.isTranslating {
                ProgressView()
            } else {
                Text(model.output)
            }
        }
        .onChange(of: model.output) {
            print("output is now '\(model.output)'")
        }
    }
}

:mount TranslatorView()
:type "olleh" into "Text"
:submit "Text"
// expect: submitted
// expect: translating 'olleh'
:advance 1s
// expect: translated to 'hello'
// expect: output is now 'hello'
:clear "Text"
:type "!iH" into "Text"
:submit "Text"
// expect: submitted
// expect: translating '!iH'
:advance 1s
// expect: translated to 'Hi!'
// expect: output is now 'Hi!'
