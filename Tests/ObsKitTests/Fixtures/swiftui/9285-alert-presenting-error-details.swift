// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l (an upload error shown with alert(presenting:): actions and message built from the error value)
// The alert appears only when `isPresented` is true and the data is not nil; its closures get the unwrapped
// data. Tapping an action runs it and sets `isPresented` to false; the data stays as the caller left it.
// - A failed upload stores the error and presents the alert; Retry reads the error's file name.
// - OK just closes it.
import SwiftUI

struct UploadError {
    let fileName: String
    let code: Int
}

struct UploadScreen: View {
    @State private var failure: UploadError?
    @State private var showingFailure = false
    @State private var attempts = 0

    var body: some View {
        VStack {
            Button("Upload photo.jpg") {
                attempts += 1
                failure = UploadError(fileName: "photo.jpg", code: 500 + attempts)
                showingFailure = true
            }
        }
        .alert("Upload failed", isPresented: $showingFailure, presenting: failure) { error in
            Button("Retry \(error.fileName)") {
                print("retrying \(error.fileName) after error \(error.code)")
            }
            Button("OK", role: .cancel) {}
        } message: { error in
            Text("Server answered \(error.code).")
        }
        .onChange(of: showingFailure) { _, showing in
            print(showing ? "alert up" : "alert gone")
        }
    }
}

:mount UploadScreen()
:tap "Upload photo.jpg"
// expect: alert up
:tap "Retry photo.jpg"
// expect: retrying photo.jpg after error 501
// expect: alert gone
:tap "Upload photo.jpg"
// expect: alert up
:tap "OK"
// expect: alert gone
