words = ["apple", "pear", "plum", "fig", "kiwi", "lime", "date", "sloe"]
counts = {}
for index in range(200_000):
    word = words[index % 8] + str(index % 50)
    counts[word] = counts.get(word, 0) + 1
largest = 0
for _, count in counts.items():
    if count > largest:
        largest = count
print(len(counts), largest)
