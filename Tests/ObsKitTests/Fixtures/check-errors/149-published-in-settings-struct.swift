// Mistake: uses @Published on properties of a struct (it only works in classes).
// Expected message: Xcode (author's knowledge); machine check: 'wrappedValue' is unavailable: @Published is only available on properties of classes
import SwiftUI

struct ReaderSettings {
    @Published var fontSize: Double = 16
    @Published var sepia = false
}

struct ReaderView: View {
    @State private var settings = ReaderSettings()

    var body: some View {
        VStack {
            Text("Chapter 1")
                .font(.system(size: settings.fontSize))
            Toggle("Sepia", isOn: $settings.sepia)
        }
    }
}

:mount ReaderView()
// expect-error: 'wrappedValue' is unavailable: @Published is only available on properties of classes
