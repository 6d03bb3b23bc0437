import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';

const key = new PluginKey('compositionEnter');

/**
 * An Enter pressed while a Hangul syllable is being composed. When the input method keeps the key (keyCode 229) it
 * confirms the syllable itself and the Enter that follows splits the paragraph as usual. When the key reaches the
 * page instead, Chromium splits the paragraph in the middle of the composition, and the syllable is lost or moved
 * with the next one typed. Here that Enter confirms the syllable first (the composition ends when the text loses
 * focus), then runs as a plain Enter, once.
 */
export const CompositionEnter = Extension.create({
  name: 'compositionEnter',

  addProseMirrorPlugins() {
    const { editor } = this;
    return [
      new Plugin({
        key,
        props: {
          handleDOMEvents: {
            keydown: (view, event) => {
              if (event.key !== 'Enter' || event.keyCode === 229 || !(event.isComposing || view.composing))
                return false;
              event.preventDefault();
              const shortcut = event.shiftKey ? 'Shift-Enter' : 'Enter';
              view.dom.blur();
              view.focus();
              queueMicrotask(() => {
                if (!editor.isDestroyed) editor.commands.keyboardShortcut(shortcut);
              });
              return true;
            },
          },
        },
      }),
    ];
  },
});
