// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:) (the CoverData example presented by an item binding; the cover's content closes it with @Environment(\.dismiss), which sets the item back to nil before onDismiss runs)
import SwiftUI

struct CoverData: Identifiable {
    var id: String {
        return body
    }
    let body: String
}

struct CoverContent: View {
    @Environment(\.dismiss) private var dismiss
    let details: CoverData

    var body: some View {
        VStack(spacing: 20) {
            Text("\(details.body)")
            Button("Close") { dismiss() }
        }
        .onAppear { print("cover shows \(details.body)") }
    }
}

struct FullScreenCoverItemOnDismissContent: View {
    @State private var coverData: CoverData?

    var body: some View {
        Button("Present Full-Screen Cover With Data") {
            coverData = CoverData(body: "Custom Data")
        }
        .fullScreenCover(item: $coverData,
                         onDismiss: didDismiss) { details in
            CoverContent(details: details)
        }
    }

    func didDismiss() {
        print("dismissed, coverData is \(coverData?.body ?? "nil")")
    }
}

:mount FullScreenCoverItemOnDismissContent()
:tap "Present Full-Screen Cover With Data"
:tap "Close"
// expect: cover shows Custom Data
// expect: dismissed, coverData is nil
