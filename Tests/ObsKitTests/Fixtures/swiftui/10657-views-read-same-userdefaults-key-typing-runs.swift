// HWS "@AppStorage" style: two views read the same UserDefaults key; typing runs both (the owner first), the default is not written until a value is set, a view reading only another key stays still, and the value survives an unmount and a new mount (rules §15.14)
import SwiftUI

struct WelcomeBanner: View {
    @AppStorage("username") private var username = "Anonymous"

    var body: some View {
        let _ = print("WelcomeBanner body: Welcome, \(username)")
        Text("Welcome, \(username)")
    }
}

struct AppSettings: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
        let _ = print("AppSettings body: \(username), \(fontSize)pt")
        VStack {
            WelcomeBanner()
            Form {
                TextField("Username", text: $username)
                Stepper("Font size \(fontSize)", value: $fontSize, in: 10...20)
                Button("Show stored") {
                    print("stored: \(UserDefaults.standard.string(forKey: "username") ?? "nil")")
                }
            }
        }
    }
}

:mount AppSettings()
// expect: AppSettings body: Anonymous, 14pt
// expect: WelcomeBanner body: Welcome, Anonymous
:tap "Show stored"
// expect: stored: nil
:clear "Username"
// expect: AppSettings body: , 14pt
// expect: WelcomeBanner body: Welcome, 
:type "Bo" into "Username"
// expect: AppSettings body: B, 14pt
// expect: WelcomeBanner body: Welcome, B
// expect: AppSettings body: Bo, 14pt
// expect: WelcomeBanner body: Welcome, Bo
:step "Font size 14" up
// expect: AppSettings body: Bo, 15pt
:tap "Show stored"
// expect: stored: Bo
:unmount
:mount AppSettings()
// expect: AppSettings body: Bo, 15pt
// expect: WelcomeBanner body: Welcome, Bo
