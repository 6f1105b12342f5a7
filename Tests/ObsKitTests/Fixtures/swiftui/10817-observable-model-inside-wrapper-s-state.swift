// Blog style (an @Observable model inside a wrapper's @State): @FormState holds `@State private var model = FormModel()`, whose initial expression runs at every init of the host, so each parent render makes a throwaway model that dies at the next one, while the installed model keeps the typed email (rules §3.1, §3.2, §3.3, §2.5, §8.5, §12.1, T6)
import SwiftUI
import Observation

@Observable
final class FormModel {
    static var made = 0
    let serial: Int
    var email = ""

    init() {
        FormModel.made += 1
        serial = FormModel.made
        print("FormModel #\(serial) init")
    }

    deinit {
        print("FormModel #\(serial) deinit")
    }
}

@propertyWrapper
struct FormState: DynamicProperty {
    @State private var model = FormModel()

    var wrappedValue: FormModel { model }
}

struct EmailForm: View {
    @FormState var form: FormModel

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("EmailForm uses model #\(form.serial), email '\(form.email)'")
        @Bindable var bindable = form
        TextField("Email", text: $bindable.email)
    }
}

struct ContentView: View {
    @State private var attempts = 0

    var body: some View {
        let _ = print("ContentView body, attempts \(attempts)")
        VStack {
            Button("Retry") { attempts += 1 }
            EmailForm()
        }
    }
}

:mount ContentView()
// expect: ContentView body, attempts 0
// expect: FormModel #1 init
// expect: EmailForm: @self, @identity, _form changed.
// expect: EmailForm uses model #1, email ''
:tap "Retry"
// expect: ContentView body, attempts 1
// expect: FormModel #2 init
// expect: EmailForm: @self changed.
// expect: EmailForm uses model #1, email ''
:type "a@b" into "Email"
// expect: EmailForm: @dependencies changed.
// expect: EmailForm uses model #1, email 'a'
// expect: EmailForm: @dependencies changed.
// expect: EmailForm uses model #1, email 'a@'
// expect: EmailForm: @dependencies changed.
// expect: EmailForm uses model #1, email 'a@b'
:tap "Retry"
// expect: ContentView body, attempts 2
// expect: FormModel #3 init
// expect: FormModel #2 deinit
// expect: EmailForm: @self changed.
// expect: EmailForm uses model #1, email 'a@b'
