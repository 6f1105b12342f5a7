text = ""
for number in range(200_000):
    text += "ab"
    if number % 1000 == 0:
        text += "\n"
print(len(text))
