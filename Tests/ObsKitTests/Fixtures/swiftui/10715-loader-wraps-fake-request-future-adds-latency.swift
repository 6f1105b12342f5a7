// combine style: a loader that wraps a fake request in a `Future` and adds latency with `.delay(for: .seconds(1), scheduler: DispatchQueue.main)`: Load sets isLoading at once (one body), the value and the completion arrive when the virtual clock reaches one second (isLoading false and the items in one body) (rules §15.15, §10.1)
import SwiftUI
import Combine

final class PhotoLoader: ObservableObject {
    @Published private(set) var isLoading = false
    @Published private(set) var photos: [String] = []
    private var request: AnyCancellable?

    func load() {
        isLoading = true
        request = Future<[String], Never> { promise in
                print("request sent")
                promise(.success(["beach.jpg", "hill.jpg"]))
            }
            .delay(for: .seconds(1), scheduler: DispatchQueue.main)
            .sink(receiveCompletion: { _ in print("request complete") },
                  receiveValue: { [weak self] photos in
                      print("received \(photos.count) photos")
                      self?.photos = photos
                      self?.isLoading = false
                  })
    }
}

struct PhotoGallery: View {
    @StateObject private var loader = PhotoLoader()

    var body: some View {
        let _ = print("PhotoGallery body: loading=\(loader.isLoading) photos=\(loader.photos.count)")
        VStack {
            Button("Load") { loader.load() }
            ForEach(loader.photos, id: \.self) { Text($0) }
        }
    }
}

:mount PhotoGallery()
// expect: PhotoGallery body: loading=false photos=0
:tap "Load"
// expect: request sent
// expect: PhotoGallery body: loading=true photos=0
:advance 500ms
:advance 500ms
// expect: received 2 photos
// expect: request complete
// expect: PhotoGallery body: loading=false photos=2
