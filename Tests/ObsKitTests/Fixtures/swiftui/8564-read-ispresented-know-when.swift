// SwiftUI from Apple's documentation: isPresented — https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented (read isPresented to know when SwiftUI presents a view: false in the presenting root view, true inside the sheet's content)
import SwiftUI

struct SheetBody: View {
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button("Ask sheet") {
            print("sheet content isPresented: \(isPresented)")
        }
    }
}

struct RootView: View {
    @Environment(\.isPresented) private var isPresented
    @State private var showSheet = false

    var body: some View {
        VStack {
            Button("Ask root") {
                print("root isPresented: \(isPresented)")
            }
            Button("Open") { showSheet = true }
        }
        .sheet(isPresented: $showSheet) {
            SheetBody()
        }
    }
}

:mount RootView()
:tap "Ask root"
:tap "Open"
:tap "Ask sheet"
// expect: root isPresented: false
// expect: sheet content isPresented: true
