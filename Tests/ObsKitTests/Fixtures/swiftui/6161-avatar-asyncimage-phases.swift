// `AsyncImage(url:content:)` with the phase closure (`.empty`, `.success`, `.failure`, `@unknown default`)
// as Apple's AsyncImage page shows it, in a profile header with an editable name.
// Expected: the first phase is `.empty` while the image loads, so the placeholder appears; the rest of the
// header works as usual. What the download then does is not checked.
import SwiftUI

struct AvatarView: View {
    let url = URL(string: "https://example.com/avatars/42.png")

    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .empty:
                ProgressView()
                    .onAppear { print("loading avatar") }
            case .success(let image):
                image
                    .resizable()
                    .scaledToFill()
            case .failure:
                Image(systemName: "person.crop.circle.badge.exclamationmark")
            @unknown default:
                EmptyView()
            }
        }
        .frame(width: 80, height: 80)
        .clipShape(Circle())
    }
}

struct ProfileHeader: View {
    @State private var name = "Riley"

    var body: some View {
        HStack(spacing: 16) {
            AvatarView()
            VStack(alignment: .leading) {
                Text(name)
                    .font(.headline)
                Button("Edit name") {
                    name = "Riley K."
                    print("renamed to", name)
                }
            }
        }
    }
}

:mount ProfileHeader()
:tap "Edit name"

// expect: loading avatar
// expect: renamed to Riley K.
