// Apple docs style: the alert(_:isPresented:presenting:actions:message:) and alert(_:isPresented:actions:message:) pages: the presenting form reads its data in the body (setting it runs the body), the actions get the data; a tapped action closes the alert (rules §13.2, §8.6, §8.7)
import SwiftUI

struct UploadFailure: Identifiable {
    let id = UUID()
    let fileName: String
    let reason: String
}

struct UploadScreen: View {
    @State private var failure: UploadFailure?
    @State private var showsFailure = false
    @State private var confirmsLogout = false

    var body: some View {
        let _ = print("UploadScreen body")
        VStack {
            Button("Upload") {
                failure = UploadFailure(fileName: "notes.txt", reason: "No network")
                showsFailure = true
            }
            Button("Sign out") { confirmsLogout = true }
        }
        .alert("Upload failed", isPresented: $showsFailure, presenting: failure) { failure in
            Button("Retry \(failure.fileName)") { print("retrying \(failure.fileName)") }
            Button("Cancel", role: .cancel) { print("gave up") }
        } message: { failure in
            Text(failure.reason)
        }
        .alert("Sign out?", isPresented: $confirmsLogout) {
            Button("Sign out now", role: .destructive) { print("signed out") }
            Button("Stay", role: .cancel) { }
        } message: {
            Text("You can sign in again later.")
        }
    }
}

:mount UploadScreen()
// expect: UploadScreen body
:tap "Upload"
// expect: UploadScreen body
:tap "Retry notes.txt"
// expect: retrying notes.txt
:tap "Upload"
// expect: UploadScreen body
:tap "Cancel"
// expect: gave up
:tap "Sign out"
:tap "Stay"
:tap "Sign out"
:tap "Sign out now"
// expect: signed out
