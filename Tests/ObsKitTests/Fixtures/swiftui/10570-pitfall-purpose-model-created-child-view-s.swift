// everyday app screens style: PITFALL ON PURPOSE, a model created in a child view's init: the credentials form makes its ObservableObject in init and holds it with @ObservedObject, so a parent re-render (the Remember me toggle) makes a new model before the old one deinits, and the typed email is lost; the fixed form owns it with @StateObject, made once before its first body (rules §5.3, §4.2, §4.3, §2.5)
import SwiftUI

final class CredentialsModel: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var email = ""

    init() {
        CredentialsModel.made += 1
        serial = CredentialsModel.made
        print("CredentialsModel #\(serial) init")
    }
    deinit { print("CredentialsModel #\(serial) deinit") }
}

struct CredentialsForm: View {
    @ObservedObject var model: CredentialsModel

    init() {
        _model = ObservedObject(wrappedValue: CredentialsModel())
    }

    var body: some View {
        let _ = print("CredentialsForm body: #\(model.serial) email='\(model.email)'")
        TextField("Email", text: $model.email)
    }
}

struct SignInScreen: View {
    @State private var rememberMe = false

    var body: some View {
        let _ = print("SignInScreen body: remember=\(rememberMe)")
        Form {
            CredentialsForm()
            Toggle("Remember me", isOn: $rememberMe)
        }
    }
}

struct OwnedCredentialsForm: View {
    @StateObject private var model = CredentialsModel()

    var body: some View {
        let _ = print("OwnedCredentialsForm body: #\(model.serial) email='\(model.email)'")
        TextField("Email", text: $model.email)
    }
}

struct FixedSignInScreen: View {
    @State private var rememberMe = false

    var body: some View {
        let _ = print("FixedSignInScreen body: remember=\(rememberMe)")
        Form {
            OwnedCredentialsForm()
            Toggle("Remember me", isOn: $rememberMe)
        }
    }
}

:mount SignInScreen()
// expect: SignInScreen body: remember=false
// expect: CredentialsModel #1 init
// expect: CredentialsForm body: #1 email=''
:type "ab" into "Email"
// expect: CredentialsForm body: #1 email='a'
// expect: CredentialsForm body: #1 email='ab'
:toggle "Remember me"
// expect: SignInScreen body: remember=true
// expect: CredentialsModel #2 init
// expect: CredentialsModel #1 deinit
// expect: CredentialsForm body: #2 email=''
:unmount
// expect: CredentialsModel #2 deinit
:mount FixedSignInScreen()
// expect: FixedSignInScreen body: remember=false
// expect: CredentialsModel #3 init
// expect: OwnedCredentialsForm body: #3 email=''
:type "ab" into "Email"
// expect: OwnedCredentialsForm body: #3 email='a'
// expect: OwnedCredentialsForm body: #3 email='ab'
:toggle "Remember me"
// expect: FixedSignInScreen body: remember=true
:unmount
// expect: CredentialsModel #3 deinit
