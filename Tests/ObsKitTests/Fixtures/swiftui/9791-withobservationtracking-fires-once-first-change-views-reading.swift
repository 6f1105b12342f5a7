// Donny Wals style (Observation): withObservationTracking fires once, at the first change; views reading through nested @Observable objects depend on each object and property they read, so renaming runs only the greeting, an equal assignment notifies nobody, and replacing the session object re-runs the greeting, which then tracks the new one (rules §8.1, §8.2, §8.3)
import SwiftUI

@Observable
final class Session {
    var username = "ada"
    var isPremium = false
}

@Observable
final class AppSettings {
    var language = "en"
}

@Observable
final class AppModel {
    var session = Session()
    var settings = AppSettings()
}

struct GreetingView: View {
    let model: AppModel

    var body: some View {
        let _ = print("GreetingView body: \(model.session.username)")
        Text("Hello, \(model.session.username)")
    }
}

struct LanguageView: View {
    let model: AppModel

    var body: some View {
        let _ = print("LanguageView body: \(model.settings.language)")
        Text("Language: \(model.settings.language)")
    }
}

struct ModelScreen: View {
    let model: AppModel

    var body: some View {
        let _ = print("ModelScreen body")
        VStack {
            GreetingView(model: model)
            LanguageView(model: model)
            Button("Rename") { model.session.username = "grace" }
            Button("Switch language") { model.settings.language = "fr" }
            Button("New session") { model.session = Session() }
        }
    }
}

let sharedModel = AppModel()
withObservationTracking {
    print("tracked: \(sharedModel.session.username)")
} onChange: {
    print("username will change")
}
sharedModel.session.username = "linus"
sharedModel.session.username = "margaret"
// expect: tracked: ada
// expect: username will change

:mount ModelScreen(model: sharedModel)
// expect: ModelScreen body
// expect: GreetingView body: margaret
// expect: LanguageView body: en
:tap "Rename"
// expect: GreetingView body: grace
:tap "Switch language"
// expect: LanguageView body: fr
:tap "Switch language"
:tap "New session"
// expect: GreetingView body: ada
:tap "Rename"
// expect: GreetingView body: grace
