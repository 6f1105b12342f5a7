// A photo grid: LazyVGrid with adaptive columns in a ScrollView, tiles selected by onTapGesture, and a
// button acting on the selection.
// Expected: a tap on a tile runs its onTapGesture (rules §15.10: found by the text it shows); the
// button toggles the selected photo's favourite.
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    var isFavorite = false
}

struct PhotoGrid: View {
    @State private var photos = (1...6).map { Photo(id: $0) }
    @State private var selected: Photo.ID?
    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]

    var body: some View {
        VStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(photos) { photo in
                        ZStack(alignment: .topTrailing) {
                            Rectangle()
                                .fill(selected == photo.id ? Color.accentColor : Color.gray.opacity(0.3))
                                .aspectRatio(1, contentMode: .fit)
                            Text("#\(photo.id)")
                            if photo.isFavorite {
                                Image(systemName: "heart.fill")
                            }
                        }
                        .onTapGesture {
                            selected = photo.id
                            print("selected #\(photo.id)")
                        }
                    }
                }
                .padding()
            }
            Button("Favorite selected") {
                guard let index = photos.firstIndex(where: { $0.id == selected }) else { return }
                photos[index].isFavorite.toggle()
                print("#\(photos[index].id) favorite: \(photos[index].isFavorite)")
            }
            .disabled(selected == nil)
        }
    }
}

:mount PhotoGrid()
:tap "#3"
:tap "Favorite selected"
:tap "#5"

// expect: selected #3
// expect: #3 favorite: true
// expect: selected #5
