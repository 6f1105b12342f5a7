// Mistake: presents a sheet with .sheet(item:) bound to an optional struct that is not Identifiable.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct Photo {
    let title: String
    let photographer: String
}

struct Gallery: View {
    let photos = [
        Photo(title: "Harbour at dawn", photographer: "M. Costa"),
        Photo(title: "Desert road", photographer: "J. Park"),
    ]
    @State private var selected: Photo?

    var body: some View {
        List(photos, id: \.title) { photo in
            Button(photo.title) {
                selected = photo
            }
        }
        .sheet(item: $selected) { photo in
            VStack(spacing: 8) {
                Text(photo.title)
                    .font(.title)
                Text("by \(photo.photographer)")
            }
        }
    }
}

:mount Gallery()
:tap "Desert road"
// expect-error: instance method 'sheet(item:onDismiss:content:)' requires that 'Photo' conform to 'Identifiable'
